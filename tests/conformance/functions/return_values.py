def nothing():
    return
def multi():
    return 1, "two", [3]
def early(x):
    if x < 0:
        return "negative"
    for i in range(10):
        if i == x:
            return f"found {i}"
    return "big"
print(nothing(), multi(), early(-1), early(3), early(50))
a, b, c = multi()
print(a, b, c)
def gen_or_val(flag):
    if flag:
        return [1, 2]
    return None
print(gen_or_val(True), gen_or_val(False))
