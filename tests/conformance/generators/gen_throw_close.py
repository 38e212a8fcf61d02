def worker():
    try:
        while True:
            try:
                x = yield
                print("got", x)
            except ValueError as e:
                print("handled", e)
    finally:
        print("worker finally")
w = worker()
next(w)
w.send(1)
w.throw(ValueError("bad"))
w.send(2)
w.close()
def g():
    yield 1
gen = g()
try:
    gen.throw(KeyError("k"))
except KeyError as e:
    print("propagated", e)
