print(any([]), all([]), any([0, "", None]), any([0, 1]), all([1, "a", [0]]), all([1, 0]))
print(any(x > 3 for x in range(5)), all(x < 5 for x in range(5)), any("abc"), all(""))
checked = []
def check(x):
    checked.append(x)
    return x > 1
print(any(check(x) for x in [0, 1, 2, 3, 4]), checked)
checked.clear()
print(all(check(x) for x in [5, 3, 1, 7]), checked)
