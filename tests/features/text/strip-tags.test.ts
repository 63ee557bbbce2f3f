import { describe, expect, it } from 'vitest';
import { stripTags } from '../../../features/text/strip-tags.ts';

describe('stripTags', () => {
  it('removes tags and keeps the text, entities as written', () => {
    expect(stripTags('<p>Grüße aus <b class="x">München</b> &amp; Köln</p>')).toBe(
      'Grüße aus München &amp; Köln',
    );
  });

  it('removes comments, doctypes and processing instructions', () => {
    expect(stripTags('<!DOCTYPE html><!-- Anzeige -->Text<?xml version="1.0"?><!-->!')).toBe('Text!');
  });

  it('removes the content of script and style elements', () => {
    expect(stripTags('a<script>if (x < y) alert("<b>")</script>b<STYLE>p > b {}</STYLE>c')).toBe('abc');
  });

  it('does not end a tag at a > inside a quoted attribute value', () => {
    expect(stripTags('<a title="a > b" href=\'x>y\'>Link</a>')).toBe('Link');
  });

  it('keeps a < that does not start a tag', () => {
    expect(stripTags('3 < 5 und 7 > 2')).toBe('3 < 5 und 7 > 2');
    expect(stripTags('Preis <20 €')).toBe('Preis <20 €');
    expect(stripTags('<b>fett</b> und <offen')).toBe('fett und <offen');
    expect(stripTags('<a href="offen>Text')).toBe('<a href="offen>Text');
  });

  it('hides everything after an unterminated comment or script, as a browser does', () => {
    expect(stripTags('sichtbar<!-- versteckt')).toBe('sichtbar');
    expect(stripTags('sichtbar<script>versteckt')).toBe('sichtbar');
  });

  it('returns the empty string for markup only', () => {
    expect(stripTags('<br><img src="a.jpg"/>')).toBe('');
  });
});
