//
//  ViewController.h
//  SmartStoreTestApp
//
//  Created by Wolfgang Mathurin on 1/15/16.
//  Copyright © 2016 Salesforce Inc. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ViewController : UIViewController


@end

