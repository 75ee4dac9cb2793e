//
//  main.m
//  SmartStoreTestApp
//
//  Created by Wolfgang Mathurin on 1/15/16.
//  Copyright © 2016 Salesforce Inc. All rights reserved.
//

#import <UIKit/UIKit.h>
#import "AppDelegate.h"

int main(int argc, char * argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
    }
}
