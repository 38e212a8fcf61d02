# str.split with one-byte and longer separators, maxsplit, non-ASCII text, empty parts.
cases = ["a,b,c", ",a,,b,", "", ",", "abc", "h\u00e9,\U0001F40D,,x", "\u00e9\u00e9", "a\nb\n", "x,y" * 3]
for s in cases:
    for sep in [",", "\n", "\u00e9", ",,", "ab"]:
        for maxsplit in [-1, 0, 1, 2]:
            parts = s.split(sep, maxsplit)
            print(repr(s), repr(sep), maxsplit, parts, [len(p) for p in parts], all(p.isascii() == all(ord(c) < 128 for c in p) for p in parts))
try:
    "a".split("")
except ValueError as e:
    print("ValueError", e)
big = ",".join(str(i) for i in range(1000))
back = big.split(",")
print(len(back), back[0], back[-1], sum(len(p) for p in back))
print("a,b".split(sep=","), "a,b".split(",", maxsplit=-5), "a b".split(None, 1))
