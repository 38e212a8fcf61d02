# A misspelt module attribute.
import math
print(math.sqrt(16))
print(math.sqroot(16))
