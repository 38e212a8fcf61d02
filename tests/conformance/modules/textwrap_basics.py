import textwrap
from textwrap import TextWrapper, wrap, fill, shorten, dedent, indent

text = ("The quick brown fox jumps over the lazy dog. Look, goof-ball -- use the -b option! "
        "A well-known e-mail address, a self-evident non-trivial case; x--y and a---b. "
        "Supercalifragilisticexpialidocious words are long.  Two  spaces.\tTab\nnewline")
for w in [10, 15, 20, 33, 70]:
    print(w, wrap(text, w))
print(fill(text, 25, initial_indent="* ", subsequent_indent="  "))
print(wrap(text, 12, break_long_words=False))
print(wrap(text, 12, break_on_hyphens=False))
print(wrap(text, 20, drop_whitespace=False))
print(wrap(text, 18, expand_tabs=False, replace_whitespace=False))
print(wrap("a\tb\tc", 40, tabsize=4))
print(wrap("Hello there. How are you? Fine.\nOk! Yes.", 30, fix_sentence_endings=True))
print(wrap(text, 30, max_lines=3))
print(wrap(text, 30, max_lines=2, placeholder="..."))
print(shorten("Hello  world!", width=12), shorten("Hello  world!", width=11))
print(shorten(text, 40), shorten(text, 40, placeholder=" (more)"))
print(wrap("", 10), wrap("   ", 10), wrap("word", 1))
print(wrap("under_score-hyphen 12-34 ab-cd-ef a-b-c-d", 6))
print(wrap("--leading dash and trailing-- x ---", 8))
try:
    wrap("abc", 0)
except ValueError as e:
    print("ValueError", e)
try:
    shorten("abc def", 3, placeholder=" [...]")
except ValueError as e:
    print("ValueError", e)

w = TextWrapper(width=16, initial_indent="> ", subsequent_indent=">> ")
print(w.wrap("some words to be wrapped into lines by a wrapper"))
w.width = 30
print(w.fill("some words to be wrapped into lines by a wrapper"))

print(repr(dedent("""
    def f():
        return 1
      
    \t
    end
""")))
print(repr(dedent("  a\n\tb\n")), repr(dedent("\t a\n\t  b\n \t c")), repr(dedent("   x\n   \n   y   ")))
print(repr(dedent("  a\r\n  b\r\n")))
print(repr(indent("a\n\nb\n  \nc", "+ ")))
print(repr(indent("a\nb\r\nc", "> ", lambda line: True)))
print(repr(indent("one\ntwo", "-", lambda l: l.startswith("t"))))
