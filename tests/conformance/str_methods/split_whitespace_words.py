# s.split() with no separator over ASCII text: runs of every ASCII whitespace character (including
# \x1c-\x1f, which str.isspace() accepts), leading and trailing runs, a text that is one word (the
# same object in CPython), empty and all-space texts, and many words.
samples = ["", " ", "a", "  a  ", "a b", "a\tb\nc\rd\x0be\x0cf", "x\x1cy\x1dz\x1ew\x1fv",
           "  lead", "trail  ", "one", "\n\n", "a  \t\n  b", "abc def ghi jkl"]
for s in samples:
    print(repr(s), s.split())
word = "solitary"
print(word.split()[0] is word, len(("w " * 1000).split()))
text = " ".join("w%d" % i for i in range(70000))
parts = text.split()
print(len(parts), parts[0], parts[-1], sum(len(p) for p in parts))
print(("\t".join(["alpha", "beta"]) + "  ").split(), "caf\u00e9 au lait".split())
class S(str):
    pass
t = S("whole")
print(type(t.split()[0]).__name__, t.split()[0] is t, S(" a b ").split())
