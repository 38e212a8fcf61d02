raw = ["10", "x", "30", "", "5.5", "-2"]
parsed, errors = [], []
for item in raw:
    try:
        parsed.append(int(item))
    except ValueError as e:
        errors.append(str(e))
        continue
    finally:
        pass
print(parsed)
for err in errors:
    print(err)
results = {}
for key in ["a", "b", "z"]:
    try:
        results[key] = {"a": 1, "b": 2}[key] * 10
    except KeyError as e:
        results[key] = f"missing {e}"
print(results)
