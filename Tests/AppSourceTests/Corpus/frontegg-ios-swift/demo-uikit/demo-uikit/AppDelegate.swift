//
//  AppDelegate.swift
//  demo-uikit
//
//  Created by David Antoon on 29/01/2024.
//

import UIKit
import FronteggSwift

/// The main entry point for the demo application.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    
    var window: UIWindow?
    let fronteggAuth = FronteggAuth.shared
    
    
    private var _currentVC: UIViewController?
    var currentVC: UIViewController {
        get { return _currentVC! }
        set(newVC) { _currentVC = newVC }
    }
    
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.

        if UIKitTestMode.isEnabled {
            UIKitTestBootstrapper.shared.bootstrapIfNeeded()
        } else {
            FronteggApp.shared.didFinishLaunchingWithOptions()
        }
        return true
    }
    // MARK: UISceneSession Lifecycle
    
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
        // If any sessions were discarded while the application was not running, this will be called shortly after application:didFinishLaunchingWithOptions.
        // Use this method to release any resources that were specific to the discarded scenes, as they will not return.
    }
    
    
}
