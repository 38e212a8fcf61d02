print("never")
result = foo(1, 2
print(result)
