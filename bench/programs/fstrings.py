# String building: 200,000 f-strings, one join, one split.
def main():
    parts = [f"item-{i}:{i * 3}" for i in range(200_000)]
    text = ",".join(parts)
    back = text.split(",")
    total = 0
    for s in back:
        total += len(s)
    return len(text), len(back), total, back[12345]


print(main())
