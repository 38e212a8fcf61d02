x = 10
def bump():
    x += 1
    return x
print("before")
bump()
