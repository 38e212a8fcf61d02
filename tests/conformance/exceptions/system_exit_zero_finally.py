try:
    exit(0)
finally:
    print("cleanup")
