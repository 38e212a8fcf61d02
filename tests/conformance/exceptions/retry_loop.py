attempts = {"n": 0}
class TransientError(Exception):
    pass
def flaky():
    attempts["n"] += 1
    if attempts["n"] < 3:
        raise TransientError(f"attempt {attempts['n']} failed")
    return "success"
def retry(fn, tries=5):
    last = None
    for i in range(tries):
        try:
            return fn()
        except TransientError as e:
            print("retrying after:", e)
            last = e
    raise RuntimeError("gave up") from last
print(retry(flaky))
attempts["n"] = -10
try:
    retry(flaky, tries=2)
except RuntimeError as e:
    print(e, "| cause:", e.__cause__)
