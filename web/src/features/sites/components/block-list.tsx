import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { siteBlockTypes, siteLimits, type SiteBlock } from '@shared/schemas/site';
import { IconButton } from '@web/components/form';
import { inputClass, labelClass, secondaryButton } from '@web/components/ui';
import { blockLabels, move, newBlock, type BlockType } from '../builder-state';
import { BlockFields } from './block-fields';
import type { SiteControl } from './site-fields';

/**
 * A page's blocks in order, each with its fields and move/remove buttons, then "Add block". The
 * block type to add is a choice for the button, not part of the site, so it is a plain select.
 */
export function BlockList({
  control,
  blocks,
  path,
  onBlocks,
}: {
  control: SiteControl;
  blocks: SiteBlock[];
  path: string;
  onBlocks: (blocks: SiteBlock[]) => void;
}) {
  const { t } = useLingui();
  const [newBlockType, setNewBlockType] = useState<BlockType>('text');
  return (
    <>
      {blocks.length === 0 && (
        <p className="text-slate-600">
          <Trans>This page is empty: add a block below.</Trans>
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {blocks.map((block, bi) => {
          const n = bi + 1;
          const kind = t(blockLabels[block.type]);
          return (
            <li key={bi}>
              <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-800">
                  <Trans>
                    Block {n}: {kind}
                  </Trans>
                </legend>
                <BlockFields control={control} block={block} path={`${path}.${bi}`} />
                <div className="flex flex-wrap gap-2">
                  <IconButton label={t`Move block ${n} up`} disabled={bi === 0} onClick={() => onBlocks(move(blocks, bi, -1))}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={t`Move block ${n} down`}
                    disabled={bi === blocks.length - 1}
                    onClick={() => onBlocks(move(blocks, bi, 1))}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton label={t`Remove block ${n}`} onClick={() => onBlocks(blocks.filter((_, i) => i !== bi))}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1">
          <span className={labelClass}>
            <Trans>New block</Trans>
          </span>
          <select className={inputClass} value={newBlockType} onChange={(e) => setNewBlockType(e.target.value as BlockType)}>
            {siteBlockTypes.map((type) => (
              <option key={type} value={type}>
                {t(blockLabels[type])}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={secondaryButton}
          disabled={blocks.length >= siteLimits.blocks}
          onClick={() => onBlocks([...blocks, newBlock(newBlockType)])}
        >
          <Trans>Add block</Trans>
        </button>
      </div>
    </>
  );
}
