//
//  main.m
//  iNaturalist
//
//  Created by Ken-ichi Ueda on 2/13/12.
//  Copyright (c) 2012 iNaturalist.org. All rights reserved.
//

#import <UIKit/UIKit.h>

#import "INaturalistAppDelegate.h"

int main(int argc, char *argv[])
{
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([INaturalistAppDelegate class]));
    }
}
