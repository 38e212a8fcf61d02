def step(i):
    if i == 3:
        raise RuntimeError(f"step {i} failed")
    print("step", i, "ok")
for i in range(5):
    step(i)
