assert True
assert 1 == 1, "never"
x = 5
assert x > 0 and x < 10
try:
    assert x > 10, f"x too small: {x}"
except AssertionError as e:
    print("caught:", e, e.args)
try:
    assert False
except AssertionError as e:
    print("empty:", repr(e), e.args)
try:
    assert [], ["list", "message"]
except AssertionError as e:
    print(e.args[0])
print("done")
