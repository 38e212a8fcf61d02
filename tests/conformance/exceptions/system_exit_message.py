print("before")
raise SystemExit("fatal: stopping")
