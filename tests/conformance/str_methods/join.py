print(",".join(["a", "b", "c"]), "".join(["x", "y"]), " - ".join("abc"), "|".join([]))
print(", ".join(str(i) for i in range(5)), "\n".join(["l1", "l2"]))
print("-".join(("t", "u")), ":".join({"k1": 1, "k2": 2}), "".join(map(str, [1, 2, 3])))
try:
    ",".join([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    ",".join(["a", None])
except TypeError as e:
    print("TypeError:", e)
