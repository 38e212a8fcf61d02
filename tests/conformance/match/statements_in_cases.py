# match inside class bodies, generators (yield in a case), loops (break/continue), try/finally, nested
# match statements and closures over captured names.
class K:
    v = [1, 2]
    match v:
        case [a, b]:
            s = a + b
    print("class body", s, a)
print(K.s, K.a)

def gen(items):
    for it in items:
        match it:
            case ("yield", x):
                got = yield x
                print("sent", got)
            case ("stop",):
                break
            case ("skip", *_):
                continue
            case other:
                yield f"other {other}"
    yield "end"

g = gen([("yield", 1), ("skip", 1, 2), 5, ("stop",), ("yield", 9)])
print(next(g)); print(g.send("hi")); print(next(g))

def f(x):
    try:
        match x:
            case [a, *b]:
                try:
                    return a / b[0]
                finally:
                    print("finally", a)
            case {"k": k}:
                match k:
                    case int():
                        return "nested int"
                    case _:
                        return "nested other"
    except ZeroDivisionError as e:
        return f"caught {e}"
print(f([1, 2]), f([1, 0]), f({"k": 1}), f({"k": "s"}), f(3))

def closure():
    match (1, 2):
        case (x, y):
            pass
    def inner():
        return x + y
    return inner()
print(closure())

# walrus, comprehension in subject and guard
match [i * i for i in range(4)]:
    case [0, *rest] if all(r > 0 for r in rest):
        print("squares", rest)
n = 0
while True:
    match n:
        case 3:
            break
        case _:
            n += 1
print("n", n)
# deep pattern
match {"a": [1, {"b": (2, [3, {"c": 4}])}]}:
    case {"a": [1, {"b": (2, [3, {"c": deep}])}]}:
        print("deep", deep)
