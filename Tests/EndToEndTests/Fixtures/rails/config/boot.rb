# The gems come from Debian's packages (ruby-railties, ruby-actionpack, puma), installed system-wide:
# no Gemfile, no Bundler, nothing vendored.
