# Slices whose step is near the int64 limits: the index after the last one must not overflow.
a = list(range(10))
s = "abcdefghij"
su = "abcdéfghij"
b = b"abcdefghij"
t = tuple(a)
ba = bytearray(b)
r = range(10)
M = 9223372036854775807
for step in (M, -M, M - 1, -M - 1, 29223372036854775807, -29223372036854775807):
    for start in (None, 0, 1, -1, 5, 9):
        print(step, start, a[start::step], s[start::step], su[start::step], b[start::step], t[start::step], ba[start::step], r[start::step], list(r[start::step]))
c = list(range(10))
c[1::M] = [99]
print(c)
del c[2::M]
print(c)
c[::-M] = [7]
print(c)
d = bytearray(b"xyz")
d[0::M] = b"Q"
print(d)
del d[::-M]
print(d)
