// For now empty as we are currently making Tuist happy so it doesn't contain an empty glob,
// but you should definitely test your code 😎

