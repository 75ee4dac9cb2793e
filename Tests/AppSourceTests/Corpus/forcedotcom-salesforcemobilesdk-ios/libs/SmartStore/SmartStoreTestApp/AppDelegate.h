//
//  AppDelegate.h
//  SmartStoreTestApp
//
//  Created by Wolfgang Mathurin on 1/15/16.
//  Copyright © 2016-present Salesforce Inc. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;


@end

