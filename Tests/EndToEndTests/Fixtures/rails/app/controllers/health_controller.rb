class HealthController < ApplicationController
  def show
    head :ok
  end
end
