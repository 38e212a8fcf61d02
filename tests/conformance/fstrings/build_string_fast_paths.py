# f-strings built from int and str parts: lengths, non-ASCII text, conversions, specs, nesting.
# BUILD_STRING writes small ints itself and takes the parts' ASCII flags and lengths, so the
# result's len(), indexing and comparisons must agree with a str made any other way.
for i in [0, 7, -7, 10, -10, 99999, -100000, 2**40, -(2**40), 2**47 - 1, -(2**47), 2**63, -(2**70)]:
    s = f"item-{i}:{i * 3}"
    t = "item-" + str(i) + ":" + str(i * 3)
    print(s, len(s), s == t, hash(s) == hash(t), s[-1], s[5:8])

name = "h\u00e9llo"
snake = "\U0001F40D"
for s in [f"{name}{1}", f"{1}{name}", f"{snake}-{2}-{snake}", f"{name!r}{3}", f"{name!a}{4}", f"{snake!a}"]:
    print(s, len(s), s.isascii(), s[0], s[-1], s.upper(), s.encode("utf-8"))

x = "caf\u00e9"
print(f"{x!s}|{x!r}|{x!a}|{x:>8}|{x:*^9}|{x:.2}")
print(f"{12:5}|{12:<5}|{12:05}|{-12:+}|{12:x}|{255:#X}|{1234567:,}|{1234567:_}")
print(f"{3.5}|{3.5:.3f}|{1e20}|{True}|{None}|{[1, 'a']}|{(1,)}|{ {1: 2} }")
width, prec = 10, 3
print(f"{3.14159:{width}.{prec}}|{'ab':{'^'}{width}}|{42:{'0'}{width}d}")
print(f"{'nested ' + f'{1}{2}' + ' ' + f'{name}'}|{len(f'{snake}{snake}')}")
print(len(f"{'x':>{1000}}"), f"{7:>{300}}".strip(), len(f"{x:\u00e9^{501}}"), f"{x:\u00e9^{9}}")
parts = [f"{i}{name}" for i in range(5)]
joined = ",".join(parts)
print(joined, len(joined), joined.split(",") == parts)
empty = f"{''}{''}"
print(repr(empty), len(empty), f"{0}" == "0", f"{-0}")

class Weird:
    def __format__(self, spec):
        return "W(" + spec + ")\u00e9"
    def __str__(self):
        return "str\u00e9"
    def __repr__(self):
        return "repr\u00e9"
w = Weird()
r = f"{w}{1}{w:abc}{w!s}{w!r}{w!a}"
print(r, len(r), r.isascii())

class BadFormat:
    def __format__(self, spec):
        return 5
try:
    f"{BadFormat()}{1}"
except TypeError as e:
    print("TypeError", e)
try:
    f"{1:{'z'}}"
except ValueError as e:
    print("ValueError", e)
for w in [2**63, 10**30]:
    try:
        f"{'x':>{w}}{1}"
    except ValueError as e:
        print("ValueError", e)
