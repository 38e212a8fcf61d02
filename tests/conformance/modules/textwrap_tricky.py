# textwrap: chunking around hyphens and dashes, long words, whitespace handling, max_lines and
# placeholders, unicode, dedent/indent corner cases, and a deterministic fuzz over all options.
import textwrap
from textwrap import TextWrapper, wrap, fill, shorten, dedent, indent


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


hy = ("well-known self-evident co-op e-mail x-ray A-B-C a-b-cd ab-c abc-d 3-4 a1-b2 "
      "re-re-re-entry -lead trail- --both-- a--b a---b a--- ---b !--x .--y x--! "
      "naïve-café über-straße 日本-語 _a-_b ab_-cd ab-_cd I'm-here \"q\"--x end")
for w in [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 17, 23]:
    print(w, wrap(hy, w))
    print(w, wrap(hy, w, break_on_hyphens=False))
print(wrap(hy, 8, break_on_hyphens=1))
print(wrap(hy, 8, break_long_words=False))
print(wrap("aaaa-bbbb-cccc-dddd-eeee", 12), wrap("aaaa-bbbb-cccc-dddd-eeee", 7), wrap("----aaaa", 5))
print(wrap("-----x-----y", 4), wrap("a-b", 1), wrap("ab-cd-ef-gh", 6, break_on_hyphens=False))
print(wrap("supercalifragilistic", 6, initial_indent="-> ", subsequent_indent="  "))
print(wrap("word " * 5, 3, initial_indent="xxxx"))
print(wrap("ab cd", 2, initial_indent="xx", subsequent_indent="yy"))
print(wrap("  leading spaces kept? ", 10), wrap("  leading", 10, drop_whitespace=False))
print(wrap("a  \n  b", 4, drop_whitespace=False), wrap("a \t b", 3, drop_whitespace=False, expand_tabs=False))
print(wrap("x" * 10 + "      " + "y", 10, drop_whitespace=False))
print(wrap("one\ttwo\tthree", 30), wrap("one\ttwo\tthree", 30, tabsize=3), wrap("a\tb", 30, tabsize=0))
print(wrap("one\ttwo\vthree\ffour\rfive\nsix", 40, replace_whitespace=False))
print(wrap("one\ttwo\vthree\ffour\rfive\nsix", 40, expand_tabs=False))
print(wrap("non\xa0breaking\u2003em space\u3000ideographic", 12))
print(wrap("Mr. Smith went. Then \"he left.\" Then 'she?' Yes! A. B. ok. done", 80, fix_sentence_endings=True))
print(wrap("End.  Two. Three.\tTab. X.", 80, fix_sentence_endings=True))
print(wrap("Is it? Yes.\nNo!", 80, fix_sentence_endings=True, replace_whitespace=False))
for ml in [1, 2, 3]:
    for ph in [' [...]', '...', ' ', '']:
        show('ml%d %r' % (ml, ph), lambda: wrap("The quick brown fox jumps over the lazy dog again and again", 15,
                                               max_lines=ml, placeholder=ph))
show('ml exact', lambda: wrap("aaa bbb ccc", 7, max_lines=2))
show('ml trailing ws', lambda: wrap("aaa bbb ccc   ", 7, max_lines=2))
show('ml trailing ws nodrop', lambda: wrap("aaa bbb ccc   ", 7, max_lines=2, drop_whitespace=False))
show('ml long word', lambda: wrap("aaaaaaaaaaaaaaa bbb", 7, max_lines=2))
show('ml long nobreak', lambda: wrap("aaa bbbbbbbbbbbbbbb", 7, max_lines=2, break_long_words=False))
show('ml prev line', lambda: wrap("aa bbbbbbbbbbbbbbbbbb", 8, max_lines=2, break_long_words=False, placeholder='..'))
show('ml indent', lambda: wrap("one two three four five six", 10, max_lines=2, initial_indent='* ', subsequent_indent='  '))
show('ml too large', lambda: wrap("one two", 5, max_lines=2, subsequent_indent='   ', placeholder=' ...'))
show('ml too large 1', lambda: wrap("one two", 5, max_lines=1, initial_indent='>>>', placeholder=' ...'))
show('ml ok 1', lambda: wrap("one two", 7, max_lines=1, initial_indent='>>>', placeholder=' ...'))
show('ml empty', lambda: wrap("", 5, max_lines=1))
show('width 0 empty', lambda: wrap("", 0))
show('width -1', lambda: wrap("x", -1))
show('width float', lambda: wrap("abc def ghi", 5.0))
show('indent wider', lambda: wrap("abc def", 3, initial_indent="    "))
show('indent wider nobreak', lambda: wrap("abc def", 3, initial_indent="    ", break_long_words=False))
show('shorten', lambda: [shorten("Hello   world, this is\ta\ntest", w) for w in (6, 10, 12, 15, 20, 40)])
show('shorten nbsp', lambda: shorten("a\xa0b c\u2003d", 5))
show('shorten bad', lambda: shorten("Hello world", 5))
show('shorten kw', lambda: shorten("Hello wonderful world", 15, placeholder='~', initial_indent='>'))
show('fill', lambda: fill("a b c d e f g", 3))
show('fill empty', lambda: fill("", 3))
show('wrap non-str', lambda: wrap(None, 10))
show('wrap bad kw', lambda: wrap("x", 10, colour=1))
show('dedent mixed', lambda: dedent(" \t a\n \t b\n"))
show('dedent tab vs space', lambda: dedent("\ta\n        b\n"))
show('dedent ws lines', lambda: dedent("    a\n  \t  \n\n    b"))
show('dedent only ws', lambda: dedent("   \n\t\n  "))
show('dedent cr', lambda: dedent("  a\r  b\n  c\r\n  \r\n"))
show('dedent no indent', lambda: dedent("a\n  b"))
show('dedent formfeed', lambda: dedent("  \x0ca\n  b"))
show('dedent nbsp', lambda: dedent("\xa0 a\n\xa0 b"))
show('dedent empty', lambda: dedent(""))
show('indent empty', lambda: indent("", "> "))
show('indent ws lines', lambda: indent("a\n \n\t\nb\r\n\r\nc\x0bd\x0ce\u2028f", "> "))
show('indent keep', lambda: indent("x\ny\n", "", None))
show('indent pred', lambda: indent("a\nbb\nccc\n", "#", lambda ln: len(ln) > 2))

w = TextWrapper()
print(w.width, w.initial_indent, repr(w.subsequent_indent), w.expand_tabs, w.replace_whitespace,
      w.fix_sentence_endings, w.break_long_words, w.drop_whitespace, w.break_on_hyphens, w.tabsize,
      w.max_lines, repr(w.placeholder))
w = TextWrapper(20, '> ', '. ', True, True, True, False, True, False, 4, max_lines=3, placeholder='+')
print(w.wrap("Alpha beta. Gamma delta epsilon zeta eta theta iota kappa lambda mu"))
w.max_lines = None
w.width = 12
print(w.fill("Alpha beta. Gamma delta epsilon zeta eta theta iota kappa lambda mu"))


class Shouty(TextWrapper):
    def wrap(self, text):
        return [line.upper() for line in super().wrap(text)]


print(Shouty(width=10).fill("quiet words become loud"))

# deterministic fuzz: every option against texts built from tricky pieces
pieces = ['a', 'bb', 'ccc', 'dddddddddd', '-', '--', '---', 'x-y', 'ab-cd', 'long-hyphenated-word', ' ', '  ',
          '\t', '\n', '.', '. ', '! ', 'é', 'ü-ö', '_', '9-9', '"', "'", 'e.g.', 'tail-', 'Z']
seed = 12345


def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n


for case in range(150):
    text = ''.join(pieces[rnd(len(pieces))] for _ in range(rnd(25) + 1))
    opts = dict(width=rnd(14) + 1)
    if rnd(3) == 0:
        opts['initial_indent'] = '>' * rnd(3)
    if rnd(3) == 0:
        opts['subsequent_indent'] = '.' * rnd(3)
    for name in ('expand_tabs', 'replace_whitespace', 'fix_sentence_endings', 'break_long_words',
                 'drop_whitespace', 'break_on_hyphens'):
        if rnd(4) == 0:
            opts[name] = not getattr(TextWrapper(), name)
    if rnd(4) == 0:
        opts['max_lines'] = rnd(4) + 1
        if rnd(2):
            opts['placeholder'] = ['...', ' ~', ''][rnd(3)]
    try:
        out = wrap(text, **opts)
    except ValueError as e:
        out = 'ValueError: %s' % e
    print(case, repr(text), opts, out)
