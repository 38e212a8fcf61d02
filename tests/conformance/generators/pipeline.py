def read_lines(text):
    for line in text.split("\n"):
        yield line
def non_empty(lines):
    for l in lines:
        if l.strip():
            yield l.strip()
def parse(lines):
    for l in lines:
        k, v = l.split("=")
        yield k, int(v)
text = "a=1\n\n b=2 \nc=3\n"
pipeline = parse(non_empty(read_lines(text)))
print(dict(pipeline))
def batched(it, n):
    batch = []
    for x in it:
        batch.append(x)
        if len(batch) == n:
            yield batch
            batch = []
    if batch:
        yield batch
print(list(batched(range(7), 3)))
