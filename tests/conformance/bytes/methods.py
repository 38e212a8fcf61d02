b = b"  a,b,,c  "
print(b.strip(), b.split(b","), b.strip().split(b","), b"a b  c".split(), b"x-y-z".split(b"-", 1))
print(b"-".join([b"a", b"b", b"c"]), b"".join([b"x", b"y"]))
print(b"hello".replace(b"l", b"L"), b"hello".find(b"l"), b"hello".rfind(b"l"), b"hello".index(b"e"))
print(b"Hello".lower(), b"Hello".upper(), b"hello".startswith(b"he"), b"hello".endswith((b"x", b"lo")))
print(b"abc".isalpha(), b"123".isdigit(), b"ab1".isalnum(), b"  ".isspace())
print(b"a:b".partition(b":"), b"line1\nline2".splitlines(), b"hi".center(6, b"*"), b"7".zfill(3))
try:
    b"a" + "b"
except TypeError as e:
    print("TypeError:", e)
