def main():
    print("in main")
    exit(42)
    print("not reached")
main()
