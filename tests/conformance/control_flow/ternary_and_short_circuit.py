def noisy(v, label):
    print("eval", label)
    return v
print(noisy(0, "a") and noisy(1, "b"))
print(noisy(1, "c") and noisy(2, "d"))
print(noisy(0, "e") or noisy(0, "f") or noisy(3, "g"))
print(noisy(5, "h") or noisy(6, "i"))
print(noisy(True, "cond") and "yes" or "no")
x = noisy(1, "t") if noisy(False, "test") else noisy(2, "f")
print(x)
d = {}
val = d.get("k") or "fallback"
print(val)
