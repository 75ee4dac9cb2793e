let version = "3.1.0"
