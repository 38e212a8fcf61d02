def gen():
    yield 1
    return "done"


g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value:", e.value, e.args)

try:
    raise StopIteration
except StopIteration as e:
    print("bare:", e.value, e.args)

for args in [(), (2,), ("msg",), (1, 2)]:
    try:
        raise SystemExit(*args)
    except SystemExit as e:
        print("code:", repr(e.code), e.args)

try:
    {}["k"]
except KeyError as e:
    print(repr(e), e.args, str(e))

try:
    [][1]
except IndexError as e:
    print(type(e).__name__, e.args)


class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code


try:
    raise AppError(404, "not found")
except AppError as e:
    print(e.code, e, e.args, repr(e))

e = ValueError("a", 1)
print(e.args, str(e), repr(e), e.__cause__, e.__context__, e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError as inner:
        raise RuntimeError("wrapped") from inner
except RuntimeError as outer:
    print(type(outer.__cause__).__name__, outer.__suppress_context__, outer.__cause__ is outer.__context__)
