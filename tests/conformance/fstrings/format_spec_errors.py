tests = [
    lambda: f"{'s':d}",
    lambda: f"{1.5:d}",
    lambda: f"{5:s}",
    lambda: f"{'x':,}",
    lambda: f"{[1]:>5}",
    lambda: f"{1:.2z}",
]
for t in tests:
    try:
        print(t())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
