Rails.application.routes.draw do
  get "up", to: "health#show"

  post "api/session", to: "sessions#create"
  post "api/captures", to: "captures#create"
  post "api/captures/:id/ended", to: "captures#ended"
end
