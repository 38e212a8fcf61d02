order = []
def a():
    try:
        order.append("a-try")
        b()
    finally:
        order.append("a-finally")
def b():
    try:
        order.append("b-try")
        raise ValueError("deep")
    except KeyError:
        order.append("b-except")
    finally:
        order.append("b-finally")
try:
    a()
except ValueError as e:
    order.append(f"top-{e}")
print(order)
def gen_exc():
    for i in range(3):
        try:
            if i == 1:
                raise RuntimeError(i)
            yield i
        except RuntimeError as e:
            yield f"caught {e}"
        finally:
            print("fin", i)
print(list(gen_exc()))
