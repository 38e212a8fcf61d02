print("before")
import json_nosuch
print("after")
