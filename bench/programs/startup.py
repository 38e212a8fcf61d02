# Start-up: process launch, compile and run of a trivial program.
print(1 + 2)
