def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
def g():
    try:
        return "try"
    finally:
        return "finally wins"
print(g())
def h():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"
print(h())
def k():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("finally", i)
    return "loop done"
print(k())
def side():
    x = [1]
    try:
        return x
    finally:
        x.append(2)
print(side())
