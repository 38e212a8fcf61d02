print("before")
raise SystemExit
