print(bool(), bool(0), bool(-1), bool("0"), bool(" "), bool(()), bool((0,)))
print(True + 1, True * 3.5, True & 1, True | 2, not None, not not "x")
print(int(True) + int(False), str(True).lower(), repr(True), True == 1.0, False is not None)
