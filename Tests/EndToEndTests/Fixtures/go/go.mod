module example.com/verifications

go 1.19
