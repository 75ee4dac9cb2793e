//
//  main.m
//  MobileSyncExplorer
//
//  Created by Kevin Hawkins on 10/8/14.
//  Copyright (c) 2014-present, salesforce.com. All rights reserved.
//

#import <UIKit/UIKit.h>

#import "AppDelegate.h"

int main(int argc, char * argv[])
{
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
    }
}
