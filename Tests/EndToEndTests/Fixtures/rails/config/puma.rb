# One process, several threads: the capture store lives in this process's memory.
threads_count = ENV.fetch("RAILS_MAX_THREADS", 5)
threads threads_count, threads_count
bind "tcp://127.0.0.1:#{ENV.fetch('PORT', 3000)}"
environment ENV.fetch("RAILS_ENV", "production")
