# Constants that compare equal but differ in type (or in sign, for zero floats) stay distinct
# in a code object's constant table, also once a code object has many constants.
def small():
    return [1, 1.0, True, 0, 0.0, -0.0, False, None, "1", b"1", (1, 2), (1.0, 2), ...]

def many():
    xs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
    ys = [1.0, True, 2, 2.0, 0.0, -0.0, "a", "a", b"a", 19, 20, 20.0, False, 0]
    return xs, ys

for v in small():
    print(repr(v), type(v).__name__)
xs, ys = many()
print(xs)
for v in ys:
    print(repr(v), type(v).__name__)

# Integer literal spellings: plain, zeros, underscores, bases, near and past 64 bits.
print(0, 00, 0_0, 7, 1_000, 0x1F, 0o17, 0b101, 123456789012345678)
print(999999999999999999, 9223372036854775807, 9223372036854775808)
print(1234567890123456789012345678901234567890)
print(1 if 1 else 2, 1.5, 1e3, 0.5e-1)

# Every operator and delimiter, longest match first.
a = 7
a += 1; a -= 2; a *= 3; a //= 2; a **= 2; a %= 50; a <<= 2; a >>= 1
a &= 0xFF; a |= 1; a ^= 3; a /= 2
print(a)
print(2 ** 3 ** 2, 7 // 2, 1 << 3 >> 1, 3 <= 4 >= 2, 1 == 1 != 2, -3 % 5, ~5, 6 & 3 | 8 ^ 1)
print([1, 2, 3][::-1], {'k': (1,)}['k'], (y := 4), ...)
def f(x) -> int:
    return x
print(f(a := 5), a)
