import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { teamMessages } from '@shared/constants/team-messages';
import { activateLocale } from './i18n';
import { serverText, serverTextOf } from './server-text';

describe('serverText', () => {
  afterEach(() => activateLocale('en'));

  it('gives the English back in English', async () => {
    await activateLocale('en');
    expect(serverText(messages.teamNotFound)).toBe('Team not found');
    expect(serverText('Prefer not to say')).toBe('Prefer not to say');
  });

  it('says a server message, a shared list value and a schema message in Spanish when Spanish is chosen', async () => {
    await activateLocale('es');
    expect(serverText(messages.teamNotFound)).toBe('Equipo no encontrado');
    expect(serverText(teamMessages.alreadyMember)).toBe('Ya eres miembro de este equipo.');
    expect(serverText('Prefer not to say')).toBe('Prefiero no decirlo');
    expect(serverText('Names cannot contain links, e-mail addresses or offensive words')).toBe(
      'Los nombres no pueden contener enlaces, direcciones de correo ni palabras ofensivas',
    );
  });

  it('leaves text it does not know as it came: words filled in, names people typed, text already translated', async () => {
    await activateLocale('es');
    expect(serverText("You're in: Tuesday Night Hoops")).toBe("You're in: Tuesday Night Hoops");
    expect(serverText('Tuesday Night Hoops')).toBe('Tuesday Night Hoops');
    expect(serverText('Equipo no encontrado')).toBe('Equipo no encontrado');
    expect(serverTextOf(undefined)).toBeUndefined();
  });

  it('says a message whose values are numbers in Spanish, the numbers kept', async () => {
    await activateLocale('es');
    expect(serverText('Name must be at most 37 characters')).toBe('El nombre debe tener como máximo 37 caracteres');
  });

  it('follows a change of language back to English', async () => {
    await activateLocale('es');
    await activateLocale('en');
    expect(serverText(messages.teamNotFound)).toBe('Team not found');
  });
});
