"""The API's route groups, one module each."""
