Rails.application.routes.draw do
  get "up", to: "health#show"

  post "api/session", to: "sessions#create"
  post "api/captures", to: "captures#create"
  # Human Plugin's process ids are opaque strings: a dynamic segment stops at '.' by default (Rails
  # takes what follows for a format), so an id such as 'prc-7f4d.e2_6~F' needs its own constraint.
  if Fault.on?(:default_id_segment)
    post "api/captures/:id/ended", to: "captures#ended"
  else
    post "api/captures/:id/ended", to: "captures#ended", constraints: { id: %r{[^/]+} }
  end
end
